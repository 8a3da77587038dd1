import { type RefObject, useEffect } from 'react';

/**
 * Names each row's tick for assistive technology. react-admin 5.15's DatagridRow gives its MUI 7
 * Checkbox an `aria-label`, which MUI puts on the box's root element, not on its input, so the
 * input a screen reader and axe reach has no name; rows come and go with every page, so each new
 * one is named as it appears.
 */
export function useLabelledTicks(root: RefObject<HTMLElement | null>, label: string, enabled: boolean): void {
  useEffect(() => {
    const element = root.current;
    if (!enabled || !element) return;
    const name = () => {
      for (const input of element.querySelectorAll<HTMLInputElement>('tbody .select-item input:not([aria-label])')) {
        input.setAttribute('aria-label', label);
      }
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root, label, enabled]);
}
