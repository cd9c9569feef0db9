/**
 * How long the board offers the Undo of a saved change (a day move, a route's order, a balance). A "visit moved" message
 * waits a little longer than this before it goes, so an Undo within it tells the customer nothing (docs/messages.md).
 */
export const UNDO_WINDOW_MS = 60_000;
