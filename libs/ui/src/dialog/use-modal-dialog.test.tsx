import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalDialog } from './use-modal-dialog';

function Dialog({ open, onShow }: { open: boolean; onShow?: () => void }) {
  const ref = useModalDialog(open, onShow);
  return <dialog ref={ref}>contenu</dialog>;
}

const showModal = vi.fn(function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
const close = vi.fn(function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
});

describe('useModalDialog', () => {
  // jsdom has neither method: the first test lends them, as a browser has them.
  afterEach(() => {
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
  });

  it('shows the dialog as modal when asked, once, after onShow; and closes it', () => {
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    const onShow = vi.fn();
    const { container, rerender } = render(<Dialog open={false} onShow={onShow} />);
    const dialog = container.querySelector('dialog');
    expect(dialog?.open).toBe(false);
    expect(showModal).not.toHaveBeenCalled();

    rerender(<Dialog open onShow={onShow} />);
    rerender(<Dialog open onShow={() => onShow()} />);
    expect(dialog?.open).toBe(true);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(onShow).toHaveBeenCalledTimes(1);

    rerender(<Dialog open={false} onShow={onShow} />);
    expect(dialog?.open).toBe(false);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('stands in with the open attribute where the browser has no showModal (jsdom)', () => {
    const { container, rerender } = render(<Dialog open={false} />);
    rerender(<Dialog open />);
    expect(container.querySelector('dialog')?.hasAttribute('open')).toBe(true);
    rerender(<Dialog open={false} />);
    expect(container.querySelector('dialog')?.hasAttribute('open')).toBe(false);
  });

  it('leaves open a dialog the browser opened before the page hydrated', () => {
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    close.mockClear();
    const element = document.createElement('div');
    element.innerHTML = '<dialog open>contenu</dialog>';
    document.body.append(element);
    // React's development build reports the attribute the browser added: expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container, rerender } = render(<Dialog open={false} />, {
      container: element,
      hydrate: true,
    });
    const dialog = container.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    expect(close).not.toHaveBeenCalled();

    // Once its owner knows it is open, closing it by the state works as before.
    rerender(<Dialog open />);
    rerender(<Dialog open={false} />);
    expect(dialog?.open).toBe(false);
    expect(close).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
    element.remove();
  });
});
