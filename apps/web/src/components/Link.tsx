import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useServices } from '../context.js';

/** An in-app link: a real `<a href>` (works with middle-click, copy, screen readers) routed client-side. */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { router } = useServices();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    router.navigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}
