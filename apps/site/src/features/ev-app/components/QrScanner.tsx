import { chargerCodeFrom } from '@ohmstead/contracts/ev-charging';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { evWords } from '../ev-words';

const t = evWords.scan;
/** How often a camera frame is looked at for a code. */
const SCAN_EVERY_MS = 250;

type Detect = (frame: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | undefined>;

/**
 * A decoder of QR codes in camera frames: the browser's own BarcodeDetector where it has one, else jsQR
 * (pure JavaScript, so the site's Content-Security-Policy needs no WebAssembly allowance), loaded only here
 * and only then (docs/decisions/0031-devices-and-ota.md).
 */
async function qrDetector(): Promise<Detect> {
  const Native = (
    globalThis as {
      BarcodeDetector?: new (options: { formats: string[] }) => {
        detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
      };
    }
  ).BarcodeDetector;
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (frame) => (await detector.detect(frame))[0]?.rawValue;
  }
  const { default: jsQR } = await import('jsqr');
  return async (frame, canvas) => {
    const width = frame.videoWidth;
    const height = frame.videoHeight;
    if (!width || !height) return undefined;
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return undefined;
    context.drawImage(frame, 0, 0, width, height);
    return jsQR(context.getImageData(0, 0, width, height).data, width, height, {
      inversionAttempts: 'dontInvert',
    })?.data;
  };
}

/**
 * The camera view of the QR screen: started by the user (the browser asks for the camera then), scanning a
 * few frames a second until a frame holds a charger's code, which it hands to `onCode` and stops. Without a
 * camera, or when it is refused, it says so; the typed code beside it always works.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<string | null>(
    typeof navigator !== 'undefined' && 'mediaDevices' in navigator ? null : t.noCamera,
  );
  const found = useEffectEvent((code: string) => onCode(code));

  useEffect(() => {
    if (!running) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        if (!active) return;
        setProblem(error instanceof DOMException && error.name === 'NotAllowedError' ? t.denied : t.noCamera);
        setRunning(false);
        return;
      }
      if (!active || !video.current) return stream.getTracks().forEach((track) => track.stop());
      video.current.srcObject = stream;
      await video.current.play().catch(() => {});
      const detect = await qrDetector();
      const scan = async () => {
        if (!active || !video.current || !canvas.current) return;
        const text = await detect(video.current, canvas.current).catch(() => undefined);
        const code = text && chargerCodeFrom(text);
        if (code) {
          setRunning(false);
          found(code);
          return;
        }
        timer = setTimeout(() => void scan(), SCAN_EVERY_MS);
      };
      void scan();
    })();
    return () => {
      active = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [running]);

  return (
    <div className="qr-scanner">
      <div className="qr-scanner__view">
        <video
          ref={video}
          className="qr-scanner__video"
          muted
          playsInline
          aria-label="Camera view"
          hidden={!running}
        />
        {!running && <span className="qr-scanner__placeholder" aria-hidden="true" />}
        <canvas ref={canvas} hidden />
      </div>
      {problem && (
        <p className="qr-scanner__problem" role="status">
          {problem}
        </p>
      )}
      {!problem && (
        <button type="button" className="admin-button ev-button" onClick={() => setRunning(!running)}>
          {running ? t.stop : t.start}
        </button>
      )}
    </div>
  );
}
