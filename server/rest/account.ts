// Profile, privileges and groups of the signed-in user (document 4 §2, §3, §12), courses and levels (§4), contact
// requests (§10). Each route parses, authorizes through the domain's policy, calls one domain function and maps.
import { z } from 'zod';
import { PROFILE_TEXT_MAX, saveProfile, storedProfileData, updateProfileData, profileData } from '../domain/accounts/profile.ts';
import { groupsOfUser } from '../domain/accounts/users.ts';
import type { Grant } from '../domain/access/grants.ts';
import { listCourses, listLevels } from '../domain/content/courses.ts';
import { CONTACT_MESSAGE_MAX, createContactRequest, findContactRequest, listContactRequests, setContactRequestStatus } from '../domain/feedback/contact.ts';
import { managedGroup, ownedGroups, renameGroup } from '../domain/licensing/groups.ts';
import { adminOnly, emptyAnswer, forbidden, idField, idParam, notFound, signedIn, unauthenticated, validationError, type RestApp } from './context.ts';
import type { Services } from '../app/context.ts';
import {
  day,
  EmptyJson,
  Flag,
  GroupJson,
  groupJson,
  GroupRowJson,
  groupRowJson,
  LicenseJson,
  licenseJson,
  MessageJson,
  NamedJson,
  profileDataJson,
  SeatJson,
  seatJson,
  StatusJson,
  timestamp,
  UserJson,
  userJson,
  ValidationErrorJson,
} from './json.ts';
import { LEGACY } from './messages.ts';

const Text = z.string().max(PROFILE_TEXT_MAX);

const GrantJson = z.object({ action: z.string(), object_id: z.string(), object_type: z.string(), end: z.string() });
const grantJson = (services: Services, g: Grant) => ({ action: g.action, object_id: services.ids.encode(g.objectId), object_type: g.objectType, end: day(g.end)! });

const ContactRequestJson = z.object({ id: z.string(), user: UserJson, status: z.string(), created_at: z.string().nullable(), updated_at: z.string().nullable() });

const DenyJson = { 401: MessageJson, 403: MessageJson };

export function accountRoutes(app: RestApp, services: Services): void {
  const ids = services.ids;

  app.get('/courses', { preValidation: signedIn, schema: { response: { 200: z.array(NamedJson), 401: MessageJson } } }, async () => {
    return (await listCourses(services.prisma)).map((c) => ({ id: ids.encode(c.id), name: c.name }));
  });

  app.get('/levels', { preValidation: signedIn, schema: { response: { 200: z.array(NamedJson), 401: MessageJson } } }, async () => {
    return (await listLevels(services.prisma)).map((l) => ({ id: ids.encode(l.id), name: l.name }));
  });

  app.get('/profile', { preValidation: signedIn, schema: { response: { 200: z.unknown().describe("The user's stored data object, or null"), 401: MessageJson } } }, async (request, reply) => {
    const user = request.ctx.actor.user!;
    return reply.send(profileDataJson(ids, await storedProfileData(services.prisma, user.id)));
  });

  const ProfileBody = z
    .object({
      use_groups: z.array(idField(ids)).max(100).nullable().optional(),
      manage_groups: z.array(Text).max(100).nullable().optional(),
      school: Text.nullable().optional(),
      place: Text.nullable().optional(),
      course: Text.nullable().optional(),
      grade: Text.nullable().optional(),
      onboarding: z
        .object({ step1: z.string().max(20).optional(), step2: z.string().max(20).optional() })
        .nullable()
        .optional(),
    })
    .catchall(z.unknown())
    .describe('Other keys are kept in the data object as sent (at most 8 kB).');

  app.post('/profile', { preValidation: signedIn, schema: { body: ProfileBody, response: { 200: MessageJson, 401: MessageJson, 422: ValidationErrorJson } } }, async (request, reply) => {
    const { use_groups, manage_groups, school, place, course, grade, onboarding, ...extra } = request.body;
    const result = await updateProfileData(request.ctx, {
      useGroups: use_groups ?? undefined,
      manageGroups: manage_groups ?? undefined,
      school: school ?? undefined,
      place: place ?? undefined,
      course: course ?? undefined,
      grade: grade ?? undefined,
      finishStep2: onboarding?.step2 === 'finished',
      extra,
    });
    if (result.kind === 'forbidden') return unauthenticated(reply);
    if (result.kind === 'invalid') return validationError(reply, result.errors);
    return { message: LEGACY.ok };
  });

  // Types and bounds here; what is required, and for which role, is the profile's own rule (checked all at once).
  const UserProfileBody = z.object({
    first_name: Text.optional(),
    last_name: Text.optional(),
    newsletter: Flag.nullable().optional(),
    data: z
      .object({
        school: Text.nullable().optional(),
        place: Text.nullable().optional(),
        course: Text.nullable().optional(),
        grade: Text.nullable().optional(),
        manage_groups: z.array(Text).max(100).nullable().optional(),
      })
      .catchall(z.unknown())
      .nullable()
      .optional(),
  });

  app.post('/userprofile', { preValidation: signedIn, schema: { body: UserProfileBody, response: { 200: MessageJson, 401: MessageJson, 422: ValidationErrorJson } } }, async (request, reply) => {
    const user = request.ctx.actor.user!;
    const body = request.body;
    const stored = profileData(user.data);
    const data = body.data ?? {};
    const result = await saveProfile(request.ctx, {
      firstName: body.first_name ?? '',
      lastName: body.last_name ?? '',
      newsletter: body.newsletter === true,
      school: data.school ?? stored.school ?? null,
      place: data.place ?? stored.place ?? null,
      course: data.course ?? stored.course ?? null,
      grade: data.grade ?? stored.grade ?? null,
      manageGroups: data.manage_groups ?? null,
    });
    if (result.kind === 'forbidden') return unauthenticated(reply);
    if (result.kind === 'invalid') return validationError(reply, result.errors);
    return { message: LEGACY.ok };
  });

  app.post('/privileges', { preValidation: signedIn, schema: { response: { 200: z.array(z.string()), 401: MessageJson } } }, async (request) => {
    const access = await request.ctx.actor.access();
    return [...new Set(access.grants.map((g) => g.action))];
  });

  // The grants in force with one action (/privilege) or on one kind of object (/objects); the key is required, and
  // its absence answers document 4's 400.
  const grantsBy = (path: string, key: 'action' | 'object_type', missing: string, matches: (g: Grant, value: string) => boolean) =>
    app.post(
      path,
      { preValidation: signedIn, schema: { body: z.object({ [key]: z.string().max(255).nullable().optional() }), response: { 200: z.array(GrantJson), 400: StatusJson, 401: MessageJson } } },
      async (request, reply) => {
        const value = (request.body as Record<string, string | null | undefined>)[key];
        if (!value) return reply.status(400).send({ status: missing });
        const access = await request.ctx.actor.access();
        return access.grants.filter((g) => matches(g, value)).map((g) => grantJson(services, g));
      },
    );
  grantsBy('/privilege', 'action', LEGACY.actionRequired, (g, action) => g.action === action);
  grantsBy('/objects', 'object_type', LEGACY.objectTypeRequired, (g, objectType) => g.objectType === objectType);

  app.get('/groups', { preValidation: signedIn, schema: { response: { 200: z.array(GroupJson), 401: MessageJson } } }, async (request) => {
    const user = request.ctx.actor.user!;
    return (await groupsOfUser(services.prisma, user.id)).map((g) => groupJson(ids, g));
  });

  app.get('/owned-groups', { preValidation: signedIn, schema: { response: { 200: z.array(GroupJson.extend({ license: LicenseJson })), 401: MessageJson } } }, async (request) => {
    const groups = await ownedGroups(services.prisma, await request.ctx.actor.access());
    return groups.map((g) => ({ ...groupJson(ids, g), license: licenseJson(ids, g.license) }));
  });

  const GroupParams = z.object({ group: idParam(ids) });
  const GroupWithSeatsJson = GroupJson.extend({ seats: z.array(SeatJson.extend({ user: UserJson.nullable() })) });

  app.get('/groups/:group', { preValidation: signedIn, schema: { params: GroupParams, response: { 200: GroupWithSeatsJson, ...DenyJson, 404: MessageJson } } }, async (request, reply) => {
    const user = request.ctx.actor.user!;
    const result = await managedGroup(services.prisma, await request.ctx.actor.access(), request.params.group);
    if (result.kind === 'not-found') return notFound(reply);
    if (result.kind === 'forbidden') return forbidden(reply);
    const { group } = result;
    return {
      ...groupJson(ids, group),
      seats: group.seats.map(({ seat }) => ({ ...seatJson(ids, seat), user: seat.user ? userJson(ids, seat.user, user.link) : null })),
    };
  });

  app.put(
    '/groups/:group',
    {
      preValidation: signedIn,
      schema: { params: GroupParams, body: z.object({ name: z.string().max(255) }), response: { 200: GroupRowJson, ...DenyJson, 404: MessageJson, 422: ValidationErrorJson } },
    },
    async (request, reply) => {
      const result = await renameGroup(request.ctx, { groupId: request.params.group, name: request.body.name });
      if (result.kind === 'not-found') return notFound(reply);
      if (result.kind === 'forbidden') return forbidden(reply);
      if (result.kind === 'invalid') return validationError(reply, result.errors);
      return groupRowJson(ids, result.group);
    },
  );

  app.post(
    '/contact-requests',
    {
      preValidation: signedIn,
      schema: {
        body: z.object({ message: z.string().max(CONTACT_MESSAGE_MAX).nullable().optional() }),
        response: { 201: EmptyJson, 401: MessageJson, 422: ValidationErrorJson, 429: MessageJson },
      },
    },
    async (request, reply) => {
      const result = await createContactRequest(request.ctx, { message: request.body.message }, { to: services.config.contactEmail });
      if (result.kind === 'forbidden') return unauthenticated(reply);
      if (result.kind === 'invalid') return validationError(reply, result.errors);
      if (result.kind === 'limited') return reply.status(429).header('Retry-After', String(result.seconds)).send({ message: LEGACY.tooManyRequests });
      return emptyAnswer(reply, 201);
    },
  );

  /** Contact requests hold personal data: admins only. */
  const admin = [signedIn, adminOnly];
  const contactRequestJson = (r: NonNullable<Awaited<ReturnType<typeof findContactRequest>>>) => ({
    id: ids.encode(r.id),
    user: userJson(ids, r.user, null),
    status: r.status,
    created_at: timestamp(r.createdAt),
    updated_at: timestamp(r.updatedAt),
  });
  const ContactParams = z.object({ id: idParam(ids) });

  app.get('/contact-requests', { preValidation: admin, schema: { response: { 200: z.array(ContactRequestJson), ...DenyJson } } }, async () => {
    return (await listContactRequests(services.prisma)).map(contactRequestJson);
  });

  app.get('/contact-requests/:id', { preValidation: admin, schema: { params: ContactParams, response: { 200: ContactRequestJson, ...DenyJson, 404: MessageJson } } }, async (request, reply) => {
    const row = await findContactRequest(services.prisma, request.params.id);
    return row ? contactRequestJson(row) : notFound(reply);
  });

  app.put(
    '/contact-requests/:id',
    {
      preValidation: admin,
      schema: {
        params: ContactParams,
        body: z.object({ status: z.string().max(50) }),
        response: { 200: ContactRequestJson, ...DenyJson, 404: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const result = await setContactRequestStatus(request.ctx, { id: request.params.id, status: request.body.status });
      if (result.kind === 'forbidden') return forbidden(reply);
      if (result.kind === 'not-found') return notFound(reply);
      if (result.kind === 'invalid') return validationError(reply, result.errors);
      return contactRequestJson(result.request);
    },
  );
}
