// Spanish typed against English: only English's keys, strings where English has strings; a key left out shows in
// English (es.ts merges Spanish over English).
export type Spanish<T> = { [K in keyof T]?: T[K] extends string ? string : Spanish<T[K]> };
