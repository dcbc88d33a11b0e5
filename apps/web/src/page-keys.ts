/**
 * Which key presses the page's own shortcuts take (the app's `?` and `,`, a table's keys, the
 * replay's steps): written once for every `keydown` listener on the window.
 */

/** The parts of a `keydown` the filter reads (a plain object in the unit test). */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly target: EventTarget | null;
}

/** What the filter reads of the focused element. */
interface Focused {
  readonly tagName: string;
  readonly isContentEditable?: boolean;
}

const TYPING = ['INPUT', 'TEXTAREA', 'SELECT'];

const anyDialogOpen = (): boolean => document.querySelector('dialog[open]') !== null;

/**
 * Whether a key pressed on the page is one of the page's shortcuts: not a key typed into a field,
 * not one with Ctrl/Cmd/Alt (those are the browser's and the system's), not while a dialog is
 * open (a dialog handles its own keys: Esc cancels, Enter presses its focused button). With
 * `buttons`, Enter and Space on a focused button or link are not the page's either: they press it.
 */
export function isPageKey(
  e: KeyPress,
  {
    buttons = false,
    dialogOpen = anyDialogOpen,
  }: { readonly buttons?: boolean; readonly dialogOpen?: () => boolean } = {},
): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  const el = e.target as Focused | null;
  if (el && (el.isContentEditable === true || TYPING.includes(el.tagName))) return false;
  if (buttons && (e.key === 'Enter' || e.key === ' ') && el && (el.tagName === 'BUTTON' || el.tagName === 'A'))
    return false;
  return !dialogOpen();
}
