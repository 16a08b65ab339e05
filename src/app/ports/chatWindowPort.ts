import '../../components/chat/chat.css';
import type { ChatWindowRequest } from '../../model/ports.ts';

/**
 * The chat window stand-in (issue 10 item 3). The vendor's window is not
 * reachable from dev and demo builds, so this shows which proposition and flow
 * type (LP live chat, CO bot) the vendor would be opened with: an accessible
 * non-modal dialog with a Close button, one at a time. Loaded on first use
 * (inPageChatWindow.ts).
 */
export function openChatWindowStandIn(win: Window, request: ChatWindowRequest): void {
  const doc = win.document;
  doc.getElementById('sf-chat-window')?.remove();
  const dialog = doc.createElement('div');
  dialog.id = 'sf-chat-window';
  dialog.className = 'sf-chat-window';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-labelledby', 'sf-chat-window-title');
  dialog.dataset.testid = 'CHAT_WINDOW';
  dialog.dataset.flowType = request.flowType;
  const title = doc.createElement('h2');
  title.id = 'sf-chat-window-title';
  title.textContent = request.flowType === 'CO' ? 'Chat with our assistant' : 'Chat with a sales representative';
  const body = doc.createElement('p');
  body.textContent = `Demo stand-in for the chat vendor's window (flow ${request.flowType}, proposition ${request.propositionId}).`;
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'sf-button sf-button--secondary';
  close.textContent = 'Close chat';
  close.addEventListener('click', () => dialog.remove());
  dialog.append(title, body, close);
  doc.body.append(dialog);
  close.focus();
}
