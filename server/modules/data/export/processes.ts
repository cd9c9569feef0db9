// The operating system's processes, as the backups and the server's lock on the data directory see them.

/** Whether a process with that pid runs (EPERM: it does, as another user's). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
