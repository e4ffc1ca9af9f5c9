export { useLiveTopic } from '@site/shared/realtime';
