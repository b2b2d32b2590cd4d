/**
 * The live channel (`GET /wps/live`, server-sent events): what the gateway
 * tells a signed-in browser changed, never the new values themselves. The
 * portal re-reads the authoritative answer of each topic it is told about.
 *
 *   event: hello    data: {"topics":[]}            the stream is open; re-read what the screen shows
 *   event: change   data: {"topics":["balance"]}   these changed (topics within ~50 ms come as one event)
 *   event: ended    data: {"topics":[]}            the session behind the token ended; the stream closes
 *   ": ping"        a comment line every 20 s, so proxies keep the stream open
 */
import * as v from 'valibot';

export const liveTopics = ['balance', 'deposits', 'withdrawals', 'redemptions', 'applications', 'inbox', 'missions', 'contracts', 'maintenance', 'points'] as const;
export type LiveTopic = (typeof liveTopics)[number];

export const liveEvents = ['hello', 'change', 'ended'] as const;
export type LiveEvent = (typeof liveEvents)[number];

/** Topics the portal does not know yet (a newer gateway) are dropped, not refused. */
export const liveDataSchema = v.object({
  topics: v.pipe(
    v.array(v.string()),
    v.transform((topics) => topics.filter((topic): topic is LiveTopic => (liveTopics as readonly string[]).includes(topic))),
  ),
});
export type LiveData = v.InferOutput<typeof liveDataSchema>;
