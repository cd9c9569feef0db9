// Dragging a visit to another place in its crew's day (HTML5 drag and drop, mouse and pen); the keyboard and touch
// screens have the up and down buttons beside each visit, which make the same move.
import { type DragEvent, useState } from 'react';
import type { RouteMove } from './useCrewRoute';

/** The board's own drag type, so a link or text dropped on a visit is not taken for a move. */
const DRAG_TYPE = 'application/x-lawndesk-work-log';

export interface DropTarget {
  id: string;
  side: 'before' | 'after';
}

/** The half of the row under the pointer: the upper half drops before it, the lower half after. */
const sideOf = (event: DragEvent<HTMLElement>): DropTarget['side'] => {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY < box.top + box.height / 2 ? 'before' : 'after';
};

export function useRouteDrag(onMove: (move: RouteMove) => void, disabled: boolean) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [target, setTarget] = useState<DropTarget | null>(null);
  const end = () => {
    setDragged(null);
    setTarget(null);
  };
  return {
    dragged,
    target,
    /** The props of one visit's row. */
    rowProps: (id: string) => ({
      draggable: !disabled,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        event.dataTransfer.setData(DRAG_TYPE, id);
        event.dataTransfer.effectAllowed = 'move';
        setDragged(id);
      },
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!dragged || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        const side = sideOf(event);
        if (target?.id !== id || target.side !== side) setTarget({ id, side });
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        const moved = event.dataTransfer.getData(DRAG_TYPE);
        event.preventDefault();
        end();
        if (moved && moved !== id) onMove({ id: moved, neighbourId: id, side: sideOf(event) });
      },
      onDragEnd: end,
    }),
  };
}
