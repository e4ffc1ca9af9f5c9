// zod/mini: the chat frame on other websites parses these frames, and mini's functional API
// keeps only the checks used (about 9 KB brotli against 24 KB). The site's builds resolve
// `zod/mini` to the page's one shared zod (shared/build/webpack.cjs), whose API is the same.
import { z } from 'zod/mini';
import { LANGS } from '../lang';

/**
 * The realtime frame protocol, one JSON object per WebSocket text frame, validated on both ends.
 * The version is the WebSocket subprotocol (`site.v1`) and the `v` of the auth frame; a change
 * that old clients cannot read gets a new version, served side by side with the old one.
 *
 * client                                   server
 *   auth {token, lang?}             ->
 *                                   <-     ready {principal, heartbeatMs}   (or error + close 4401)
 *   subscribe {ref, topic}          ->
 *                                   <-     subscribed {ref, topic}          (or error {ref, code: not_found})
 *                                   <-     event {topic, name, data}        (published on any instance)
 *   request {ref, name, data}       ->
 *                                   <-     reply {ref, data}                (or error {ref, code, message})
 *                                   <-     ping                             (every heartbeatMs)
 *   pong                            ->
 *                                   <-     resync                           (events may have been missed: refetch)
 *                                   <-     closing {reconnectInMs}, close 1012 (server restarting)
 */
export const PROTOCOL_VERSION = 1;
export const SUBPROTOCOL = `site.v${PROTOCOL_VERSION}`;

/** Path of the socket under the API base URL. */
export const REALTIME_PATH = '/realtime';

/** `ticket:9f3c…`, `inbox`: a topic name (lower-case) and an optional id. */
export const topicSchema = z.string().check(z.maxLength(160), z.regex(/^[a-z][a-z0-9-]{0,39}(:[A-Za-z0-9_.:-]{1,119})?$/));
const refSchema = z.string().check(z.minLength(1), z.maxLength(64));
/** Feature message names: `chat.send`, `chat.typing`. */
export const requestNameSchema = z.string().check(z.maxLength(64), z.regex(/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/));

export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), v: z.literal(PROTOCOL_VERSION), token: z.string().check(z.minLength(1), z.maxLength(300)), lang: z.optional(z.enum(LANGS)) }),
  z.object({ type: z.literal('subscribe'), ref: refSchema, topic: topicSchema }),
  z.object({ type: z.literal('unsubscribe'), ref: refSchema, topic: topicSchema }),
  z.object({ type: z.literal('request'), ref: refSchema, name: requestNameSchema, data: z.unknown() }),
  z.object({ type: z.literal('pong') }),
]);

export const ERROR_CODES = [
  'bad_frame',
  'unauthenticated',
  'not_found',
  'unknown_request',
  'invalid_data',
  'rate_limited',
  'forbidden',
  'conflict',
  'too_many_subscriptions',
  'failed',
] as const;
export type RealtimeErrorCode = (typeof ERROR_CODES)[number];

export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ready'),
    v: z.literal(PROTOCOL_VERSION),
    principal: z.object({ kind: z.string(), id: z.string() }),
    heartbeatMs: z.int().check(z.positive()),
  }),
  z.object({ type: z.literal('subscribed'), ref: refSchema, topic: topicSchema }),
  z.object({ type: z.literal('unsubscribed'), ref: refSchema, topic: topicSchema }),
  z.object({ type: z.literal('event'), topic: topicSchema, name: z.string(), data: z.unknown() }),
  z.object({ type: z.literal('reply'), ref: refSchema, data: z.unknown() }),
  /** `message` is in the language of the auth frame; `errors` lists field problems of invalid_data. */
  z.object({ type: z.literal('error'), ref: z.optional(refSchema), code: z.enum(ERROR_CODES), message: z.string(), errors: z.optional(z.array(z.string())) }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('closing'), reconnectInMs: z.int().check(z.nonnegative()) }),
]);

export type ClientFrame = z.input<typeof clientFrameSchema>;
export type ServerFrame = z.output<typeof serverFrameSchema>;

/** Close codes: the standard ones the client reacts to, and the application's own (4000-4999). */
export const CLOSE = {
  normal: 1000,
  goingAway: 1001,
  tooBig: 1009,
  /** Server restarting: reconnect after the `closing` hint. */
  restart: 1012,
  /** The client kept sending frames that are not this protocol's. */
  badFrames: 4400,
  /** The token is not (or no longer) valid: reconnecting with it is pointless. */
  unauthenticated: 4401,
  /** No auth frame in time, or no pong: reconnect. */
  timeout: 4408,
  /** Fell too far behind reading events: reconnect and refetch. */
  slowConsumer: 4409,
} as const;

/** Parses one text frame; null when it is not JSON or not a valid frame. */
export function parseFrame<S extends z.ZodMiniType>(schema: S, text: string): z.output<S> | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = z.safeParse(schema, json);
  return parsed.success ? parsed.data : null;
}
