/**
 * The message editor: Quill 2 with the spec's toolbar (size, bold, italic,
 * ordered and bullet lists, link, clean; indent at most 8, Quill's own
 * limit) and links limited to http, https, mailto and tel (others become
 * blank, as on the server: functions/api/richText.ts). Loaded only when the
 * message step opens (MessageEditor imports it dynamically), so Quill and
 * its stylesheet stay out of every other bundle.
 */
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { MESSAGE_MAX, visibleText } from '#domain';

const LinkFormat = Quill.import('formats/link') as { PROTOCOL_WHITELIST: string[]; SANITIZED_URL: string };
LinkFormat.PROTOCOL_WHITELIST = ['http', 'https', 'mailto', 'tel'];
LinkFormat.SANITIZED_URL = '';

export const TOOLBAR = [
  [{ size: ['small', false, 'large', 'huge'] }],
  ['bold', 'italic'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link'],
  ['clean'],
];

/** Names for the toolbar's controls, which Quill draws as icons only. */
const CONTROL_LABELS: [selector: string, label: string][] = [
  ['.ql-picker.ql-size .ql-picker-label', 'Text size'],
  ['button.ql-bold', 'Bold'],
  ['button.ql-italic', 'Italic'],
  ['button.ql-list[value="ordered"]', 'Numbered list'],
  ['button.ql-list[value="bullet"]', 'Bulleted list'],
  ['button.ql-link', 'Link'],
  ['button.ql-clean', 'Clear formatting'],
];
const SIZE_LABELS: Record<string, string> = { small: 'Small', large: 'Large', huge: 'Huge' };

/**
 * The message as sent: Quill's semantic HTML (real <ul>/<ol> lists), with
 * the non-breaking spaces it writes for every space turned back into
 * spaces, so the stored message wraps like text.
 */
export function semanticHtml(quill: Quill): string {
  return quill.getSemanticHTML().replaceAll('&nbsp;', ' ');
}

/** Visible characters, counted as the server counts them (functions/domain/text.ts). */
export function visibleLength(html: string): number {
  return visibleText(html).length;
}

export interface EditorOptions {
  initialHtml: string;
  placeholder: string;
  /** The id of the element that labels the editor, and of the one that describes it (the counter). */
  labelledBy: string;
  describedBy: string;
  onChange: (html: string, length: number) => void;
  onBlur: () => void;
}

export interface EditorHandle {
  quill: Quill;
  destroy: () => void;
}

/** Builds the editor inside `host` (which must be empty). */
export function createEditor(host: HTMLElement, options: EditorOptions): EditorHandle {
  const container = document.createElement('div');
  host.appendChild(container);
  const quill = new Quill(container, {
    theme: 'snow',
    placeholder: options.placeholder,
    modules: {
      toolbar: TOOLBAR,
      history: { delay: 1000, maxStack: 100, userOnly: false },
    },
  });

  const toolbar = host.querySelector<HTMLElement>('.ql-toolbar');
  if (toolbar) {
    toolbar.setAttribute('role', 'toolbar');
    toolbar.setAttribute('aria-label', 'Message formatting');
    for (const [selector, label] of CONTROL_LABELS) toolbar.querySelector(selector)?.setAttribute('aria-label', label);
    for (const item of toolbar.querySelectorAll<HTMLElement>('.ql-size .ql-picker-item')) {
      item.setAttribute('aria-label', SIZE_LABELS[item.getAttribute('data-value') ?? ''] ?? 'Normal');
    }
  }
  host.querySelector('.ql-tooltip input')?.setAttribute('aria-label', 'Link address');

  const editor = quill.root;
  editor.setAttribute('role', 'textbox');
  editor.setAttribute('aria-multiline', 'true');
  editor.setAttribute('aria-labelledby', options.labelledBy);
  editor.setAttribute('aria-describedby', options.describedBy);

  if (options.initialHtml) {
    quill.clipboard.dangerouslyPasteHTML(options.initialHtml, 'silent');
    quill.history.clear();
  }

  let html = semanticHtml(quill);
  let length = visibleLength(html);
  quill.on('text-change', (delta, oldDelta, source) => {
    const next = semanticHtml(quill);
    const nextLength = visibleLength(next);
    // Input past the limit is refused: the change is undone (as an API change, so the history
    // composes it with the refused one into nothing) and the caret stays where it was.
    if (source === 'user' && nextLength > MESSAGE_MAX && nextLength > length) {
      const at = quill.getSelection()?.index;
      quill.updateContents(delta.invert(oldDelta), 'api');
      if (at !== undefined) quill.setSelection(Math.min(at, quill.getLength() - 1), 0, 'silent');
      return;
    }
    if (next === html) return;
    html = next;
    length = nextLength;
    options.onChange(html, length);
  });
  quill.on('selection-change', (range, oldRange) => {
    if (!range && oldRange) options.onBlur();
  });

  return {
    quill,
    destroy: () => {
      quill.off('text-change');
      quill.off('selection-change');
      host.replaceChildren();
    },
  };
}
