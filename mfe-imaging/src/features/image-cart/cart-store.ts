import type { CartItem, SourcedDocKey } from '@lrp/contract';
import { MAX_CART_DOCUMENTS } from '@lrp/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/*
 * The image cart: the records (and their pages) a person has put aside to buy in one payment. It is the
 * browser's list, kept for the tab (sessionStorage) so a reload keeps it; the server prices and sells it
 * (imaging/computeCartOrder, payCartOrder) and trusts none of it but the records' keys and page lists.
 */

export type CartEntry = CartItem & { title: string };

type CartState = {
  items: CartEntry[];
  /** Adds the record, or replaces its pages when it is already in the cart; false when the cart is full. */
  add: (entry: CartEntry) => boolean;
  remove: (key: SourcedDocKey) => void;
  clear: () => void;
};

export const sameRecord = (a: SourcedDocKey, b: SourcedDocKey) =>
  a.docKeyType === b.docKeyType && a.docKeyNumber === b.docKeyNumber;

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (entry) => {
        const items = get().items;
        const at = items.findIndex((i) => sameRecord(i.sourcedDocKey, entry.sourcedDocKey));
        if (at < 0 && items.length >= MAX_CART_DOCUMENTS) return false;
        set({
          items: at < 0 ? [...items, entry] : items.map((item, i) => (i === at ? entry : item)),
        });
        return true;
      },
      remove: (key) => set({ items: get().items.filter((i) => !sameRecord(i.sourcedDocKey, key)) }),
      clear: () => set({ items: [] }),
    }),
    { name: 'lrp.imageCart', storage: createJSONStorage(() => sessionStorage) },
  ),
);
