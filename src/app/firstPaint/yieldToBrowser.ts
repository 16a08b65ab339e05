/**
 * Resolves in a task of its own, so the work after it does not lengthen the
 * task before it (issue 20 item 4: Lighthouse counts each task over 50 ms as
 * blocking). A message, not a timer: a timer in a background tab waits a
 * second; a message does not.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
