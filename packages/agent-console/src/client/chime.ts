/**
 * The notification sound: a short two-tone chime synthesised with Web Audio (no file to download).
 * Fails silently where audio is unavailable or blocked (no user gesture yet, jsdom, old browsers).
 */
const TONES_HZ = [880, 1320] as const;
const TONE_SECONDS = 0.18;
const PEAK_GAIN = 0.2;

type AudioContextConstructor = new () => AudioContext;

let sharedContext: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (sharedContext) return sharedContext;
  const scope = globalThis as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  const Constructor = scope.AudioContext ?? scope.webkitAudioContext;
  if (!Constructor) return null;
  sharedContext = new Constructor();
  return sharedContext;
}

export function playChime(): void {
  try {
    const context = audioContext();
    if (!context) return;
    // A context created before any user gesture starts suspended; resuming may be refused: then no sound.
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime;
    TONES_HZ.forEach((frequency, index) => {
      const toneStart = start + index * TONE_SECONDS;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, toneStart);
      // A fast attack and an exponential decay: a bell-like tone without clicks.
      gain.gain.setValueAtTime(0.0001, toneStart);
      gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, toneStart + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, toneStart + TONE_SECONDS);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(toneStart);
      oscillator.stop(toneStart + TONE_SECONDS);
    });
  } catch {
    // Audio blocked or unsupported: the visual notification is enough.
  }
}
