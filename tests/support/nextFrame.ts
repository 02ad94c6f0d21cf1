/** Resolves once the browser has drawn a frame after the one now being prepared: what was rendered is on screen. */
export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
