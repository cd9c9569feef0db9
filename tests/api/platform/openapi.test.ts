// The API description integrators and code generators read: valid for @readme/openapi-parser, and free of errors under
// Spectral's `spectral:oas` ruleset, with an operationId, a one-line description and a declared tag on every operation.
import { validate } from '@readme/openapi-parser';
import { Spectral, Document } from '@stoplight/spectral-core';
import * as Parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let document: {
  paths: Record<string, Record<string, { operationId?: string; description?: string; tags?: string[] }>>;
  tags?: { name: string }[];
};

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, ...operation })),
  );

describe('the OpenAPI document', () => {
  it('is valid for @readme/openapi-parser, recursive schemas included', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('has no error under Spectral’s spectral:oas ruleset', async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] } as never);
    const results = await spectral.run(new Document(JSON.stringify(document), Parsers.Json));
    const errors = results
      .filter((result) => result.severity === 0)
      .map((result) => `${result.code} ${result.path.join('.')}: ${result.message}`);
    expect(errors).toEqual([]);
  });

  it('gives every operation a unique operationId, a one-line description and a declared tag', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(200);
    const declared = new Set((document.tags ?? []).map((tag) => tag.name));
    const missing = all.filter(
      (operation) =>
        !operation.operationId ||
        !operation.description?.trim() ||
        operation.description.includes('\n') ||
        !operation.tags?.length ||
        !operation.tags.every((tag) => declared.has(tag)),
    );
    expect(missing.map((operation) => operation.route)).toEqual([]);
    expect(new Set(all.map((operation) => operation.operationId)).size).toBe(all.length);
  });
});
