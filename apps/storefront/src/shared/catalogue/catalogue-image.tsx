import { useAtomValue } from 'jotai';
import { ResponsiveImage, type ResponsiveImageProps } from '@shop/ui';
import { imageFormatAtom } from '../site';

/** A catalogue or page image in the format the first load found this browser decodes. */
export function CatalogueImage(props: Omit<ResponsiveImageProps, 'format'>) {
  const format = useAtomValue(imageFormatAtom);
  return <ResponsiveImage {...props} format={format} />;
}
