import { useCallback, useEffect, useRef, useState } from 'react';

export interface Recording {
  blob: Blob;
  durationMs: number;
}

/**
 * Records a voice note with MediaRecorder: `start` asks for the microphone (false when refused
 * or missing), `stop` resolves with the recording, `cancel` drops it. `elapsedMs` ticks for the timer.
 */
export function useVoiceRecorder() {
  const [recording, setRecording] = useState(false);
  const [elapsedMs, setElapsedMs] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);

  const release = useCallback(() => {
    clearInterval(timer.current);
    recorder.current?.stream.getTracks().forEach((track) => track.stop());
    recorder.current = null;
    setRecording(false);
  }, []);
  useEffect(() => release, [release]);

  const start = useCallback(async (): Promise<boolean> => {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') return false;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return false;
    }
    const next = new MediaRecorder(stream);
    recorder.current = next;
    next.start();
    startedAt.current = Date.now();
    setElapsedMs(0);
    setRecording(true);
    timer.current = setInterval(() => setElapsedMs(Date.now() - startedAt.current), 250);
    return true;
  }, []);

  const stop = useCallback(
    () =>
      new Promise<Recording | null>((resolve) => {
        const current = recorder.current;
        if (!current) return resolve(null);
        const chunks: Blob[] = [];
        current.ondataavailable = (event) => chunks.push(event.data);
        current.onstop = () => resolve({ blob: new Blob(chunks, { type: current.mimeType || 'audio/webm' }), durationMs: Date.now() - startedAt.current });
        current.stop();
        release();
      }),
    [release],
  );

  return { recording, elapsedMs, start, stop, cancel: release };
}
