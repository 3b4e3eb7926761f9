import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

const NEAR_BOTTOM_PX = 64;

/**
 * Keeps a scrolling list at its newest entry while the reader is there; a reader who scrolled
 * up to read is left alone and told that something new arrived instead.
 * `version` changes whenever the content grows; `force` scrolls regardless (own message sent).
 */
export function useStickToBottom(
  ref: RefObject<HTMLElement | null>,
  version: string,
  force: number,
) {
  const atBottom = useRef(true);
  const [hasNew, setHasNew] = useState(false);

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (atBottom.current) setHasNew(false);
  }, [ref]);

  const scrollToBottom = useCallback(
    (smooth = false) => {
      const el = ref.current;
      if (!el) return;
      if (typeof el.scrollTo === 'function') {
        el.scrollTo({ top: el.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
      } else {
        el.scrollTop = el.scrollHeight;
      }
      atBottom.current = true;
      setHasNew(false);
    },
    [ref],
  );

  useLayoutEffect(() => {
    if (atBottom.current) scrollToBottom();
    else setHasNew(true);
  }, [version, scrollToBottom]);

  useLayoutEffect(() => {
    if (force > 0) scrollToBottom();
  }, [force, scrollToBottom]);

  return { onScroll, hasNew, scrollToBottom };
}
