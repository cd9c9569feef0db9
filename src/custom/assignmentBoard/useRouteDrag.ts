// Dragging a visit to another place in its crew's day, or onto another crew's card (HTML5 drag and drop, mouse and
// pen); the keyboard and touch screens have the up and down buttons beside each visit, and the selection's Reassign,
// which make the same moves.
import { type DragEvent, useEffect, useState } from 'react';
import type { RouteMove } from './useCrewRoute';

/** The board's own drag type, so a link or text dropped on a visit is not taken for a move. */
export const DRAG_TYPE = 'application/x-lawndesk-work-log';

export interface DropTarget {
  id: string;
  side: 'before' | 'after';
}

/** The half of the row under the pointer: the upper half drops before it, the lower half after. */
const sideOf = (event: DragEvent<HTMLElement>): DropTarget['side'] => {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY < box.top + box.height / 2 ? 'before' : 'after';
};

/**
 * `onJoin`: a visit of another crew's card dropped on this one (none: the card takes no other crew's visit). The card
 * under such a drag is `joining`; where in the day the visit lands is the route's to decide, not the pointer's.
 */
export function useRouteDrag(onMove: (move: RouteMove) => void, disabled: boolean, onJoin?: (id: string) => void) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [target, setTarget] = useState<DropTarget | null>(null);
  const [joining, setJoining] = useState(false);
  const end = () => {
    setDragged(null);
    setTarget(null);
    setJoining(false);
  };
  const sourceProps = (id: string) => ({
    draggable: !disabled,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.setData(DRAG_TYPE, id);
      event.dataTransfer.effectAllowed = 'move';
      setDragged(id);
    },
    onDragEnd: end,
  });
  // A drag ends wherever it is dropped, even when its row left this card meanwhile (its dragend is then never heard here).
  useEffect(() => {
    if (!dragged) return;
    const ended = () => setTimeout(end, 0);
    window.addEventListener('drop', ended, true);
    window.addEventListener('dragend', ended, true);
    return () => {
      window.removeEventListener('drop', ended, true);
      window.removeEventListener('dragend', ended, true);
    };
  }, [dragged]);
  const ours = (event: DragEvent<HTMLElement>) => event.dataTransfer.types.includes(DRAG_TYPE);
  /** A drag of the board's own type that started on this card, or that did not. */
  const fromHere = (event: DragEvent<HTMLElement>) => Boolean(dragged) && ours(event);
  const fromElsewhere = (event: DragEvent<HTMLElement>) => !dragged && ours(event);
  return {
    dragged,
    target,
    joining,
    /** The props of the crew's card, which takes another crew's visit. */
    cardProps: onJoin && {
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!fromElsewhere(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (!joining) setJoining(true);
      },
      onDragLeave: (event: DragEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setJoining(false);
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        if (!fromElsewhere(event)) return;
        event.preventDefault();
        const id = event.dataTransfer.getData(DRAG_TYPE);
        end();
        if (id) onJoin(id);
      },
    },
    /** The props of a row that is only dragged from (a visit with no crew yet, which has no order to drop into). */
    sourceProps,
    /** The props of one visit's row. */
    rowProps: (id: string) => ({
      ...sourceProps(id),
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!fromHere(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        const side = sideOf(event);
        if (target?.id !== id || target.side !== side) setTarget({ id, side });
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        // Another crew's visit: the card takes it.
        if (!dragged) return;
        const moved = event.dataTransfer.getData(DRAG_TYPE);
        event.preventDefault();
        end();
        if (moved && moved !== id) onMove({ id: moved, neighbourId: id, side: sideOf(event) });
      },
    }),
  };
}

/** Whether a visit of the board is being dragged anywhere on the page (the day bar shows then). */
export function useBoardDragging() {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    const started = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes(DRAG_TYPE)) setDragging(true);
    };
    // After the drop's own handlers, which still need the bar under the pointer.
    const ended = () => setTimeout(() => setDragging(false), 0);
    window.addEventListener('dragstart', started);
    window.addEventListener('drop', ended, true);
    window.addEventListener('dragend', ended, true);
    return () => {
      window.removeEventListener('dragstart', started);
      window.removeEventListener('drop', ended, true);
      window.removeEventListener('dragend', ended, true);
    };
  }, []);
  return dragging;
}
