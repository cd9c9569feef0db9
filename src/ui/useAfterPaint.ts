// False until the browser has drawn the frame after the component mounted, then true. For what reads the page's layout
// as it mounts (the scroll position): read in the commit's task, right after React changed the page, it makes the
// browser lay the page out there and then, lengthening a task a phone cannot break up; read after the frame, the
// layout is already done.
import { useEffect, useState } from 'react';

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
