import { signedInClient } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const GRANTS = '{ viewer { grants { stream { slug } setMaking end } } }';
type Grants = { viewer: { grants: { stream: { slug: string }; setMaking: string | null; end: string | null }[] } };

describe('viewer.grants', () => {
  it('lists the full-licence teacher’s streams with unlimited set-making until the licence ends', async () => {
    const client = await signedInClient(server, 'docent@vraagwerk.nl');
    const { data } = await client.graphql<Grants>(GRANTS);
    expect(data!.viewer.grants.map((g) => g.stream.slug)).toEqual(['nask1-vmbo', 'nask2-vmbo', 'natuurkunde-havo', 'natuurkunde-vwo', 'scheikunde-havo', 'wiskunde-b-vwo']);
    expect(new Set(data!.viewer.grants.map((g) => g.setMaking))).toEqual(new Set(['unlimited']));
    // Seeded on the tests' day (10 March 2026): the school licence runs to the end of the school year.
    expect(new Set(data!.viewer.grants.map((g) => g.end))).toEqual(new Set(['2026-08-01']));
  });

  it('gives the trial teacher limited set-making and the student practice only', async () => {
    const trial = await (await signedInClient(server, 'proef@vraagwerk.nl')).graphql<Grants>(GRANTS);
    expect(trial.data!.viewer.grants.map((g) => [g.stream.slug, g.setMaking])).toEqual([['natuurkunde-havo', 'limited']]);
    const student = await (await signedInClient(server, 'leerling@vraagwerk.nl')).graphql<Grants>(GRANTS);
    expect(student.data!.viewer.grants.map((g) => [g.stream.slug, g.setMaking])).toEqual([['natuurkunde-havo', null]]);
  });

  it('gives an admin every stream without an end, and a visitor nothing', async () => {
    const admin = await (await signedInClient(server, 'admin@vraagwerk.nl')).graphql<Grants>(GRANTS);
    expect(admin.data!.viewer.grants).toHaveLength(11);
    expect(admin.data!.viewer.grants.every((g) => g.setMaking === 'unlimited' && g.end === null)).toBe(true);
    expect((await server.graphql<Grants>(GRANTS)).data!.viewer.grants).toEqual([]);
  });
});
