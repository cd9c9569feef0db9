// The API files in order of the seconds each took in a measured run (tests/durations.json), slowest first, so that the
// long ones (the scale day, the killed QuickBooks push) start while the many short ones fill the other worker, rather
// than start last and run alone: a fresh clone has no vitest cache, and without one vitest keeps the files' glob order.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const durations: Record<string, number> = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../durations.json'), 'utf8'));

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const seconds = (file: TestSpecification) => durations[path.relative(file.project.config.root, file.moduleId)] ?? 0;
    // The projects keep the order vitest runs them in; within each, the slowest first, else as vitest had them.
    const projects = [...new Set(ordered.map((file) => file.project.name))];
    return ordered
      .map((file, index) => ({ file, index, project: projects.indexOf(file.project.name), seconds: seconds(file) }))
      .sort((a, b) => a.project - b.project || b.seconds - a.seconds || a.index - b.index)
      .map(({ file }) => file);
  }
}
