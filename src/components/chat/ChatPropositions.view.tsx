import './chat.css';
import type { Props } from './ChatPropositions.tsx';

type Proposition = Props['propositions'][number];

function Item({ proposition, props }: { proposition: Proposition; props: Props }) {
  const message = proposition.message || props.defaultMessage;
  return (
    <div
      className={`sf-chat-proposition sf-chat-proposition--${proposition.placement}`}
      data-testid="CHAT_PROPOSITION"
      data-proposition-id={proposition.propositionId}
    >
      <p className="sf-chat-proposition__message">{message}</p>
      <button
        type="button"
        className="sf-button sf-button--primary"
        onClick={() =>
          props.onOpen?.({ propositionId: proposition.propositionId, soiEngagementId: proposition.soiEngagementId ?? '', placement: proposition.placement })
        }
      >
        {props.openLabel}
      </button>
    </div>
  );
}

export default function ChatPropositionsView(props: Props) {
  const { propositions, overlayOpen, heading, closeLabel, onCloseOverlay, testId } = props;
  const of = (placement: Proposition['placement']) => propositions.filter((p) => p.placement === placement);
  const embedded = of('embedded');
  const sticky = of('sticky');
  const overlay = overlayOpen ? of('overlay') : [];
  if (embedded.length + sticky.length + overlay.length === 0) return null;
  return (
    <div className="sf-chat" data-testid={testId}>
      {embedded.length > 0 ? (
        <section className="sf-chat__embedded" aria-label={heading}>
          {embedded.map((p) => (
            <Item key={p.propositionId} proposition={p} props={props} />
          ))}
        </section>
      ) : null}
      {sticky.length > 0 ? (
        <aside className="sf-chat__sticky" aria-label={heading}>
          {sticky.map((p) => (
            <Item key={p.propositionId} proposition={p} props={props} />
          ))}
        </aside>
      ) : null}
      {overlay.length > 0 ? (
        <div className="sf-chat__overlay" role="dialog" aria-label={heading}>
          {overlay.map((p) => (
            <Item key={p.propositionId} proposition={p} props={props} />
          ))}
          <button type="button" className="sf-button sf-button--secondary sf-chat__close" onClick={() => onCloseOverlay?.()}>
            {closeLabel}
          </button>
        </div>
      ) : null}
    </div>
  );
}
