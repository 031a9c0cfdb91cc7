// Validation that can nest (issue 44, item 5): domain schemas whose failures are the domain's issue codes addressed by
// a path, and how each interface words one nested issue — REST in document 4's English under Laravel's dotted key,
// GraphQL in the spec's Dutch under the domain's path. Every expectation is written out by hand.
import { z } from 'zod';
import { addIssue, REQUIRED, type FieldErrors } from '../../server/domain/errors.ts';
import { checked, collect, keyPath, nestErrors, reportIssue, textField, validate, wordingField } from '../../server/domain/validation.ts';
import { fieldErrorsJson } from '../../server/rest/messages.ts';
import { fieldValidationError, ValidationError } from '../../server/graphql/errors/types.ts';
import { registrationIssueText } from '../../server/graphql/errors/messages.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { createUser, signedInClient } from '../setup/factories.ts';

/** A solution strategy as the back-office will edit it: steps (sections), each with tips. */
const Strategy = z.object({
  name: textField(100, { required: true, trim: true }),
  sections: z
    .array(
      z.object({
        title: textField(60, { required: true }),
        tips: z.array(z.object({ text: textField(20, { required: true }) })).max(2),
      }),
    )
    .min(1)
    .max(3),
});

/** A row of a student import. */
const Rows = z.object({
  rows: z.array(
    z.strictObject({
      firstName: textField(30, { required: true, trim: true }),
      email: z.email(),
      role: z.enum(['leerling', 'docent']),
    }),
  ),
});

const row = (overrides: Record<string, unknown> = {}) => ({ firstName: 'Anna', email: 'anna@school.nl', role: 'leerling', ...overrides });

describe('a nested schema answers the domain’s codes by path', () => {
  it('addresses a step, a tip of a step and the strategy itself', () => {
    const result = validate(Strategy, {
      name: '   ',
      sections: [
        { title: 'Stap 1', tips: [{ text: 'Kijk naar de eenheid' }, {}] },
        { title: 'Stap 2', tips: [{ text: 'a' }, { text: 'b' }, { text: 'c' }] },
        { title: 7, tips: [{ text: 'x'.repeat(21) }, { text: 'half \ud800' }] },
      ],
    });
    expect(result).toEqual({
      kind: 'invalid',
      errors: {
        name: [{ code: 'required' }],
        'sections.0.tips.1.text': [{ code: 'required' }],
        'sections.1.tips': [{ code: 'tooMany', max: 2 }],
        'sections.2.title': [{ code: 'invalid' }],
        'sections.2.tips.0.text': [{ code: 'tooLong', max: 20 }],
        'sections.2.tips.1.text': [{ code: 'characters' }],
      },
    });
  });

  it('gives the parsed value when every part holds: texts trimmed where the schema says so', () => {
    expect(validate(Strategy, { name: '  Krachten  ', sections: [{ title: ' Stap 1 ', tips: [] }] })).toEqual({
      kind: 'ok',
      value: { name: 'Krachten', sections: [{ title: ' Stap 1 ', tips: [] }] },
    });
    expect(validate(Strategy, { name: 'Krachten', sections: [] })).toEqual({ kind: 'invalid', errors: { sections: [{ code: 'required' }] } });
  });

  it('addresses a row of an import: a missing value, a wrong one, one not allowed and a key that does not belong', () => {
    const rows = Array.from({ length: 18 }, () => row());
    rows[3] = row({ firstName: undefined });
    rows[5] = row({ class: '4H' });
    rows[9] = row({ role: 'admin' });
    rows[17] = row({ email: 'anna(at)school.nl' });
    expect(validate(Rows, { rows })).toEqual({
      kind: 'invalid',
      errors: {
        'rows.3.firstName': [{ code: 'required' }],
        'rows.5.class': [{ code: 'invalid' }],
        'rows.9.role': [{ code: 'notAllowed' }],
        'rows.17.email': [{ code: 'email' }],
      },
    });
  });

  it('lets a check of a whole list point at the entry it is about', () => {
    // One address per import: the second row with an address already given is the one to fix.
    const Unique = z.object({
      rows: z.array(z.object({ email: z.email() })).superRefine((rows, ctx) => {
        const seen = new Set<string>();
        rows.forEach((row, i) => {
          if (seen.has(row.email)) reportIssue(ctx, { code: 'taken' }, [i, 'email']);
          seen.add(row.email);
        });
      }),
    });
    const rows = [{ email: 'a@school.nl' }, { email: 'b@school.nl' }, { email: 'a@school.nl' }];
    expect(validate(Unique, { rows })).toEqual({ kind: 'invalid', errors: { 'rows.2.email': [{ code: 'taken' }] } });
  });

  it('keeps a form’s order when some fields are checked by schema and some against the database', () => {
    const errors: FieldErrors = {};
    const person = collect(z.object({ firstName: textField(10, { required: true }) }), { firstName: '' }, errors);
    addIssue(errors, 'streams', { code: 'notAllowed' });
    addIssue(errors, ['rows', 2, 'email'], { code: 'taken' });
    collect(z.object({ consent: checked(z.unknown(), (v) => (v === true ? null : REQUIRED)) }), {}, errors);
    expect(person).toBeUndefined();
    expect(Object.entries(errors)).toEqual([
      ['firstName', [{ code: 'required' }]],
      ['streams', [{ code: 'notAllowed' }]],
      ['rows.2.email', [{ code: 'taken' }]],
      ['consent', [{ code: 'required' }]],
    ]);
    expect(nestErrors(['rows', 4], { email: [{ code: 'email' }] })).toEqual({ 'rows.4.email': [{ code: 'email' }] });
  });

  it('splits a path back into its segments and words it by its last named one', () => {
    expect(keyPath('sections.2.tips.0.text')).toEqual(['sections', 2, 'tips', 0, 'text']);
    expect(wordingField('sections.2.tips.0.text')).toBe('text');
    expect(wordingField('rows.17')).toBe('rows');
    expect(wordingField('firstName')).toBe('firstName');
  });
});

describe('each interface words one nested issue', () => {
  const errors: FieldErrors = {
    'sections.2.tips.0.text': [{ code: 'tooLong', max: 20 }],
    'rows.17.firstName': [REQUIRED],
    'rows.17.email': [{ code: 'email' }],
    'messages.3.feedback': [REQUIRED],
  };

  it('REST: Laravel’s dotted key in snake_case, the field’s own English sentence (document 4 §0)', () => {
    expect(fieldErrorsJson(errors)).toEqual({
      'sections.2.tips.0.text': ['The text may not be greater than 20 characters.'],
      'rows.17.first_name': ['The first name field is required.'],
      'rows.17.email': ['The email must be a valid email address.'],
      'messages.3.feedback': ['The feedback field is required.'],
    });
    // A flat field answers as it always has.
    expect(fieldErrorsJson({ firstName: [REQUIRED], manageGroups: [{ code: 'chooseClass' }] })).toEqual({
      first_name: ['The first name field is required.'],
      manage_groups: ['The manage groups must have at least 1 items.'],
    });
  });

  it('GraphQL: the domain’s path, the spec’s Dutch for the field the path ends in', () => {
    const error = new ValidationError(errors);
    expect(error.message).toBe('Controleer de velden.');
    expect(error.fieldErrors).toEqual({
      'sections.2.tips.0.text': ['Maximaal 20 tekens'],
      'rows.17.firstName': ['Dit veld is verplicht'],
      'rows.17.email': ['Vul een geldig e-mailadres in.'],
      // The feedback form's own lower-case hint (document 1 §2.8), found by the last segment.
      'messages.3.feedback': ['dit veld is verplicht'],
    });
    expect(fieldValidationError({ 'sections.0.tips.1.text': [REQUIRED] }).message).toBe('Dit veld is verplicht');
    const trial = new ValidationError({ 'rows.2.email': [{ code: 'email' }] }, undefined, (field, issue) => registrationIssueText('trial', field, issue));
    expect(trial.fieldErrors).toEqual({ 'rows.2.email': ['Geldig e-mailadres vereist'] });
  });
});

describe('an existing form over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the same keys as before, and GraphQL gives each path as segments too', async () => {
    const user = await createUser(server.db.prisma, { role: 'docent' });
    const client = await signedInClient(server, user.email);
    const result = await client.graphql<{ saveProfile: { __typename: string; fieldErrors: { field: string; path: string[]; messages: string[] }[] } }>(
      `mutation ($input: ProfileInput!) { saveProfile(input: $input) { __typename ... on ValidationError { fieldErrors { field path messages } } } }`,
      { input: { firstName: ' ', lastName: 'Jansen', school: 'Het Lyceum', place: '' } },
    );
    expect(result.data?.saveProfile).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [
        { field: 'firstName', path: ['firstName'], messages: ['Dit veld is verplicht'] },
        { field: 'place', path: ['place'], messages: ['Dit veld is verplicht'] },
      ],
    });
    const rest = await client.json('POST', '/api/userprofile', { first_name: ' ', last_name: 'Jansen', data: { school: 'Het Lyceum', place: '' } });
    expect([rest.status, rest.body]).toEqual([422, { message: 'The given data was invalid.', errors: { first_name: ['The first name field is required.'], place: ['The place field is required.'] } }]);
  });
});
