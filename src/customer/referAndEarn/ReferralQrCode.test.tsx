import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReferralQrCode } from './ReferralQrCode';
import { AdminTestContext } from '../../testing/AdminTestContext';

/** The test DOM draws nothing: each canvas gets a 2D context that records its calls, and exports a PNG named by its size. */
function fakeCanvas() {
  const drawn: { canvas: HTMLCanvasElement; args: unknown[] }[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const context = { drawImage: (...args: unknown[]) => drawn.push({ canvas: this, args }) };
    return new Proxy(context, {
      get: (target, name) => (name in target ? target[name as keyof typeof target] : () => undefined),
      set: () => true,
    }) as never;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement, type?: string) {
    return `data:${type};size=${this.width}x${this.height}`;
  });
  return drawn;
}

describe('ReferralQrCode', () => {
  let ratio: number;
  beforeEach(() => {
    ratio = window.devicePixelRatio;
    Object.defineProperty(window, 'devicePixelRatio', { value: 2, configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(window, 'devicePixelRatio', { value: ratio, configurable: true });
    vi.restoreAllMocks();
  });

  it('shows the code at 250 px and downloads qr_code.png at exactly 300 × 300 px on a screen of pixel ratio 2', async () => {
    const drawn = fakeCanvas();
    const downloads: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.href });
    });
    render(
      <AdminTestContext>
        <ReferralQrCode link="https://app.lawndesk.test/signup?referralCode=LD12AB" />
      </AdminTestContext>,
    );

    const onScreen = screen.getByRole('img', { name: 'QR code of your referral link' });
    expect(onScreen).toHaveStyle({ width: '250px' });
    expect(onScreen).toHaveAttribute('width', '500');
    const source = screen.getByTestId('qr-download-canvas') as HTMLCanvasElement;
    expect(source.width).toBe(600);

    await userEvent.click(screen.getByRole('button', { name: 'Download QR code' }));
    expect(downloads).toEqual([{ name: 'qr_code.png', href: 'data:image/png;size=300x300' }]);
    const exported = drawn.at(-1)!;
    expect(exported.args).toEqual([source, 0, 0, 300, 300]);
    expect([exported.canvas.width, exported.canvas.height]).toEqual([300, 300]);
  });
});
