import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { DeviceButtons } from './device-buttons';

const at = (coords: { latitude: number; longitude: number; accuracy: number } | null) => {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: coords === null ? undefined : { getCurrentPosition: (ok: PositionCallback) => ok({ coords } as GeolocationPosition) },
  });
};

describe('the agent’s location and voice note', () => {
  it('sends the place the browser gives', async () => {
    at({ latitude: 24.7136, longitude: 46.6753, accuracy: 12.4 });
    const onSend = jest.fn((_name: string, content: () => Promise<unknown>) => content().then(() => true));
    await renderAt('/en/inbox', 'inbox', <DeviceButtons disabled={false} onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    await expect(onSend.mock.calls[0]![1]()).resolves.toEqual({ kind: 'location', latitude: 24.7136, longitude: 46.6753, accuracy: 12 });
  });

  it.each([
    ['en', 'Share my location', 'Geo location is not supported by your browser.'],
    ['ar', 'مشاركة موقعي', 'خدمة تحديد الموقع غير مدعومة في متصفحك.'],
  ] as const)('%s: says so where there is no Geolocation, and sends nothing', async (lang, button, message) => {
    at(null);
    const onSend = jest.fn();
    await renderAt(`/${lang}/inbox`, 'inbox', <DeviceButtons disabled={false} onSend={onSend} />, lang);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onSend).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Record a voice note', 'You need to allow access to your microphone to record audio.'],
    ['ar', 'تسجيل رسالة صوتية', 'يجب أن تسمح بالوصول إلى الميكروفون لتسجيل الصوت.'],
  ] as const)('%s: asks for the microphone, and says so when there is none', async (lang, button, message) => {
    await renderAt(`/${lang}/inbox`, 'inbox', <DeviceButtons disabled={false} onSend={jest.fn()} />, lang);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
