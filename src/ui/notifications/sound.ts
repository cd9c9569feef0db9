// Notification sounds, shipped in public/sounds: on by default for staff, switched in the profile menu.
export const SOUND_KEY = 'sound';

export const SOUNDS = { normal: '/sounds/notification.wav', highPriority: '/sounds/high-priority.wav' } as const;

export function playSound(file: string) {
  new Audio(file).play().catch(() => undefined);
}
