/**
 * A 2D canvas context for jsdom, which has none (without the `canvas` package `getContext` returns
 * null): enough for @ant-design/charts (G2 on @antv/g-canvas) to lay out and draw its charts. Drawing
 * calls do nothing, text measures 6 px per character and pixels read back blank. Installed with
 * vi.spyOn, so the web setup's afterEach (vi.restoreAllMocks) removes it after every test.
 */
import { vi } from 'vitest';

/** Gives every canvas of the document the stand-in 2D context until the end of the test. */
export function stubCanvasContext(): void {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const fields: Record<string | symbol, unknown> = {
      canvas: this,
      measureText: (text: string) => ({ width: text.length * 6 }),
      getImageData: (_x: number, _y: number, width: number, height: number) => ({
        width,
        height,
        data: new Uint8ClampedArray(Math.max(0, width * height * 4)),
      }),
    };
    // Any other method (fillRect, save, setLineDash…) does nothing; properties keep what is set.
    const context = new Proxy(fields, {
      get: (target, key) => (key in target ? target[key] : () => undefined),
      set: (target, key, value) => {
        target[key] = value;
        return true;
      },
    });
    return context as unknown as RenderingContext;
  });
}
