/** A field's message, tied to its input by aria-describedby; role=alert only for a refusal the analyst just caused. */
export function FieldMessage({ id, messages, live }: { id: string; messages: readonly string[]; live?: boolean }) {
  if (messages.length === 0) return null;
  return (
    <div id={id} className="studio-field__message" role={live ? 'alert' : undefined}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
