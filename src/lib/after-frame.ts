/**
 * Runs `task` in a task of its own once the next frame has been drawn, when the page's style and
 * layout are already done: a read of layout there (a scroll position, a focus) costs no forced
 * layout inside a commit's task (issue 13, TBT).
 * @returns a cancel function (safe to call after the task ran).
 */
export function afterNextFrame(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
