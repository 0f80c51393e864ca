import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_VOICE_MAX_SECONDS } from '@bazaar/domain';
import { useServices } from '../../app/services-context.js';

/** A finished recording: the file to upload and its length in whole seconds (1 to 60). */
export interface VoiceClip {
  file: File;
  seconds: number;
}

/** `idle`, `starting` (asking for the microphone) or `recording`. */
export type VoiceRecorderState = 'idle' | 'starting' | 'recording';

/** Why a recording gave nothing: the microphone was refused, or it was under a second. */
export type VoiceRefusal = 'denied' | 'too_short';

/** Recording formats the server takes, in order of preference (browsers record one of them). */
const MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

const EXTENSIONS: Readonly<Record<string, string>> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
};

/** True when this browser can record a voice message (`MediaRecorder` and a microphone API). */
export function canRecordVoice(): boolean {
  return (
    typeof MediaRecorder !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

function preferredType(): string | undefined {
  const supported = (type: string) =>
    typeof MediaRecorder.isTypeSupported === 'function' && MediaRecorder.isTypeSupported(type);
  return MIME_TYPES.find(supported);
}

type Session = {
  recorder: MediaRecorder;
  stream: MediaStream;
  startedAt: number;
  chunks: Blob[];
  keep: boolean;
  limit: ReturnType<typeof setTimeout>;
  ticker: ReturnType<typeof setInterval>;
};

/** Options of {@link useVoiceRecorder}. */
export interface VoiceRecorderOptions {
  /** Called with a finished recording to send. */
  onRecorded: (clip: VoiceClip) => void;
  /** Called when a recording gave nothing. */
  onRefused: (reason: VoiceRefusal) => void;
}

/**
 * Records a voice message with the browser's `MediaRecorder`: `start` asks for the microphone and
 * records, `stop` ends the recording and hands it over (a recording stops by itself at the
 * domain's {@link CHAT_VOICE_MAX_SECONDS}), `cancel` drops it. The microphone is released when a
 * recording ends and when the component unmounts.
 */
export function useVoiceRecorder({ onRecorded, onRefused }: VoiceRecorderOptions) {
  const { now } = useServices();
  const [state, setState] = useState<VoiceRecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const session = useRef<Session | null>(null);
  // Set when the recording is ended while the microphone is still being asked for.
  const abandoned = useRef(false);
  const callbacks = useRef({ onRecorded, onRefused });
  useEffect(() => {
    callbacks.current = { onRecorded, onRefused };
  });

  const finish = useCallback((keep: boolean) => {
    const current = session.current;
    if (!current) {
      abandoned.current = true;
      return;
    }
    current.keep = keep;
    clearTimeout(current.limit);
    clearInterval(current.ticker);
    if (current.recorder.state !== 'inactive') current.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (session.current || state !== 'idle') return;
    setState('starting');
    abandoned.current = false;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState('idle');
      callbacks.current.onRefused('denied');
      return;
    }
    if (abandoned.current) {
      for (const track of stream.getTracks()) track.stop();
      setState('idle');
      return;
    }
    const mimeType = preferredType();
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const current: Session = {
      recorder,
      stream,
      startedAt: now(),
      chunks: [],
      keep: false,
      limit: setTimeout(() => finish(true), CHAT_VOICE_MAX_SECONDS * 1000),
      ticker: setInterval(() => setSeconds(Math.floor((now() - current.startedAt) / 1000)), 1000),
    };
    session.current = current;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) current.chunks.push(event.data);
    };
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      session.current = null;
      setState('idle');
      setSeconds(0);
      if (!current.keep) return;
      const elapsed = now() - current.startedAt;
      if (elapsed < 1000) {
        callbacks.current.onRefused('too_short');
        return;
      }
      const type = (recorder.mimeType || mimeType || 'audio/webm').split(';')[0]!.trim();
      const file = new File(current.chunks, `voice.${EXTENSIONS[type] ?? 'webm'}`, { type });
      callbacks.current.onRecorded({
        file,
        seconds: Math.min(CHAT_VOICE_MAX_SECONDS, Math.max(1, Math.round(elapsed / 1000))),
      });
    };
    recorder.start();
    setSeconds(0);
    setState('recording');
  }, [state, now, finish]);

  useEffect(() => () => finish(false), [finish]);

  return {
    state,
    /** Whole seconds recorded so far. */
    seconds,
    start,
    /** Ends the recording and sends it. */
    stop: useCallback(() => finish(true), [finish]),
    /** Ends the recording without sending it. */
    cancel: useCallback(() => finish(false), [finish]),
  };
}
