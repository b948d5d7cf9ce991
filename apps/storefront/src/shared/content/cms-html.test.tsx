// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CmsHtml, sanitizeCmsHtml } from './cms-html';

describe('CmsHtml', () => {
  it('renders the seeded video widget inert: no script, no handler', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = render(
      <CmsHtml
        html={
          '<p>Texte</p><div class="video"><img src="/media/w.jpg" onerror="alert(\'xss\')" alt="W"></div><script>alert("xss")</script>'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('Texte');
    expect(alert).not.toHaveBeenCalled();
  });

  it('drops javascript: links and guards new-tab links', () => {
    const clean = sanitizeCmsHtml(
      '<a href="javascript:alert(1)">a</a><a href="https://x.example" target="_blank">b</a>',
    );
    expect(clean).not.toContain('javascript:');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('keeps a phone number of the body on one line', () => {
    expect(
      sanitizeCmsHtml('<p>Appelez le <a href="tel:+33478601234">04 78 60 12 34</a>.</p>'),
    ).toBe('<p>Appelez le <a href="tel:+33478601234">04&nbsp;78&nbsp;60&nbsp;12&nbsp;34</a>.</p>');
  });
});
