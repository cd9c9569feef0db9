import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMessage } from '../i18n/catalog';
import { emailTemplateInput, fillTemplate, TEMPLATE_VARIABLES, type TemplateValues, unknownVariables } from './emailTemplate';

const BUILT_IN_NAMES = Object.getOwnPropertyNames(Object.prototype);
/** Names a template may write: the built-in ones, the spec's variables, and any other word. */
const variableName = fc.oneof(fc.constantFrom(...BUILT_IN_NAMES), fc.constantFrom(...TEMPLATE_VARIABLES), fc.stringMatching(/^\w{1,20}$/));
const templateValues: fc.Arbitrary<TemplateValues> = fc.dictionary(fc.constantFrom(...TEMPLATE_VARIABLES), fc.string({ maxLength: 20 }), {
  maxKeys: TEMPLATE_VARIABLES.length,
});
const known = (name: string) => (TEMPLATE_VARIABLES as readonly string[]).includes(name);
const escapeAll = (value: string) => `[${value.replace(/[<>]/g, '')}]`;

describe('template variables', () => {
  it('are filled from the values’ own properties only: a built-in or unknown name stays as written', () => {
    expect(BUILT_IN_NAMES).toEqual(expect.arrayContaining(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']));
    fc.assert(
      fc.property(variableName, templateValues, fc.constantFrom('', ' '), (name, values, space) => {
        const written = `{{${space}${name}${space}}}`;
        const filled = fillTemplate(`Hi ${written}!`, values, escapeAll);
        const expected = known(name) && Object.hasOwn(values, name) ? escapeAll(values[name as keyof TemplateValues] ?? '') : written;
        expect(filled).toBe(`Hi ${expected}!`);
        expect(unknownVariables(`Hi ${written}!`)).toEqual(known(name) ? [] : [name]);
      }),
      { numRuns: 2000, examples: BUILT_IN_NAMES.map((name) => [name, {}, '']) },
    );
  });

  it('never reach Object.prototype, even when the values are a prototype-less map or hold every variable', () => {
    const every = Object.fromEntries(TEMPLATE_VARIABLES.map((name) => [name, name.toUpperCase()])) as TemplateValues;
    const bare = Object.assign(Object.create(null) as TemplateValues, { firstName: 'Ana' });
    for (const name of BUILT_IN_NAMES) {
      expect(fillTemplate(`{{${name}}}`, every)).toBe(`{{${name}}}`);
      expect(fillTemplate(`{{${name}}} {{firstName}}`, bare)).toBe(`{{${name}}} Ana`);
    }
  });

  it('naming an unknown or built-in variable refuses the template beside the field, naming it in either language', () => {
    const template = {
      name: 'Offer',
      status: 'active',
      type: 'marketing',
      subject: 'Hi {{firstName}}',
      htmlBody: '<p>{{ constructor }}</p>',
      alterBody: 'Hi {{toString}} {{nickname}}',
    };
    const issues = emailTemplateInput.safeParse(template).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), renderMessage('en', issue.message)])).toEqual([
      ['htmlBody', '{{constructor}} is not a template variable: use one of the variables listed.'],
      ['alterBody', '{{toString}} is not a template variable: use one of the variables listed.'],
    ]);
    expect(renderMessage('es', issues[0].message)).toBe(
      '{{constructor}} no es una variable de plantilla: use una de las variables de la lista.',
    );
    expect(
      emailTemplateInput.safeParse({
        ...template,
        htmlBody: '<p>{{ fullName }}</p>',
        alterBody: TEMPLATE_VARIABLES.map((name) => `{{${name}}}`).join(' '),
      }).success,
    ).toBe(true);
  });
});
