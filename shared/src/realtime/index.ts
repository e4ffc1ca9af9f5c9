export {
  PROTOCOL_VERSION, SUBPROTOCOL, REALTIME_PATH, CLOSE, ERROR_CODES, topicSchema, requestNameSchema, clientFrameSchema, serverFrameSchema, parseFrame,
  type ClientFrame, type ServerFrame, type RealtimeErrorCode,
} from './protocol';
export {
  createRealtimeClient, RealtimeError,
  type RealtimeClient, type RealtimeClientOptions, type RealtimeStatus, type SocketLike, type SocketFactory, type EventListener,
} from './client';
export { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff';
export { pageRealtime, realtimeUrl } from './page';
export { useLiveTopic } from './use-live-topic';
