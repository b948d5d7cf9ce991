export { AddToCartForm, type AddToCartFormProps } from './add-to-cart-form';
