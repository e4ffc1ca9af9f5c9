// What a chat composer asks of the device: the microphone for a voice note, the position for a
// location. Browser-only, so apart from the protocol the API also loads.
export { useVoiceRecorder, type Recording } from './use-voice-recorder';
export { currentLocation } from './current-location';
