/** Content calls: the announcements answer carries banners, notices, popups, promotions and headlines. */
import * as v from 'valibot';
import { calls } from '../../../../src/services/calls';
import { announcementTypes } from '../../../../src/services/schemas/content';
import { headers } from '../../../../src/services/headers';
import { timedAnswer } from '../../cache/public-answers';
import { timedAnnouncements, type AnnouncementType } from '../../domain/content';
import { catalogueLanguage } from '../../domain/games/language';
import { defineRoute, type CallRoute } from '../../http/call-route';

/** "B,PL,PU" → ['B', 'PL', 'PU']; the brand's default type is B. */
const typesList = v.pipe(
  v.optional(v.string(), 'B'),
  v.transform((text) => text.split(',').map((type) => type.trim()).filter(Boolean)),
  v.check((types) => types.every((type) => (announcementTypes as readonly string[]).includes(type)), 'field.invalid'),
  v.transform((types) => types as AnnouncementType[]),
);

export const contentRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.announcements,
    input: v.looseObject({ types: typesList, execution: v.optional(v.picklist(['B', 'A', 'F'])), platform: v.optional(v.string()) }),
    handle: async ({ input, member, deps, c }) => {
      const { answer, validUntil } = await timedAnnouncements(deps.db, {
        types: input.types,
        execution: input.execution,
        loggedIn: member !== null,
        now: deps.clock.now(),
        language: catalogueLanguage(c.req.header(headers.language)),
      });
      return timedAnswer(answer, validUntil);
    },
    // Being logged in picks the popups when no moment is asked for; the platform changes nothing.
    publicAnswer: {
      key: ({ input, member, c }) => [input.types.join(','), input.execution ?? '', member !== null, catalogueLanguage(c.req.header(headers.language))].join('|'),
    },
  }),
];
