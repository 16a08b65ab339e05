import { useEffect, useRef, useState } from 'react';
import { frameName, messagePrefix, type FromFrame, type ToFrame } from '../../../src/app/studioPreview/previewProtocol.ts';
import { previewScale } from './previewScale.ts';
import { previewAddress, type PreviewChoice } from './previewSetup.ts';

interface PreviewFrameProps {
  route: string;
  title: string;
  choice: PreviewChoice;
  /** The node to outline (its render key), or null. */
  outlined: string | null;
  picking: boolean;
  onPicked(key: string): void;
  /** Shows the page at 100 %, scrolling inside the preview, instead of fitted to its column. */
  fullSize?: boolean;
}

function isFromFrame(data: unknown): data is FromFrame {
  return (
    data !== null &&
    typeof data === 'object' &&
    typeof (data as { type?: unknown }).type === 'string' &&
    (data as { type: string }).type.startsWith(messagePrefix)
  );
}

/** Keeps a wide frame readable in a narrow column: the scale that fits `width` into the element's width (previewScale). */
function useFitScale(width: number, fullSize: boolean): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScale(previewScale(element.clientWidth, width, fullSize)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width, fullSize]);
  return [ref, fullSize ? 1 : scale];
}

/**
 * The page as a shopper sees it, in a frame of the dev server at the chosen
 * width, set up as the chosen shopper (the frame's window name carries the
 * setup; src/app/studioPreview reads it). A new setup or scenario loads the
 * page again; a saved flow reaches it through the dev server's hot update,
 * without a reload. Messages go to and come from this frame, on our origin only.
 */
export function PreviewFrame({ route, title, choice, outlined, picking, onPicked, fullSize = false }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [box, scale] = useFitScale(choice.width, fullSize);
  const [ready, setReady] = useState(0);
  const name = frameName(choice.setup);
  const src = previewAddress(route, choice.scenario, choice.language);

  useEffect(() => {
    const listen = (event: MessageEvent): void => {
      if (event.source !== frame.current?.contentWindow || event.origin !== window.location.origin || !isFromFrame(event.data)) return;
      if (event.data.type === 'storeflow-studio:picked') onPicked(event.data.key);
      else setReady((count) => count + 1);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [onPicked]);

  useEffect(() => {
    const send = (message: ToFrame): void => frame.current?.contentWindow?.postMessage(message, window.location.origin);
    send({ type: 'storeflow-studio:outline', key: outlined });
    send({ type: 'storeflow-studio:pick', on: picking });
  }, [outlined, picking, ready]);

  return (
    <>
      {scale < 1 ? (
        <p className="studio-field__hint">Shown at {Math.round(scale * 100)} % of its size: turn on “Preview at full size” to read it at 100 %.</p>
      ) : null}
      <div ref={box} className="studio-preview" style={{ height: `${Math.round(820 * scale)}px` }}>
        <iframe
          key={`${name}|${src}`}
          ref={frame}
          name={name}
          src={src}
          title={`Preview of ${title} at ${choice.width} px`}
          width={choice.width}
          height={820}
          className="studio-preview__frame"
          style={{ transform: scale < 1 ? `scale(${scale})` : undefined, transformOrigin: '0 0' }}
        />
      </div>
    </>
  );
}
