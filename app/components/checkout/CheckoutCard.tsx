// The checkout's error and notice card (SPEC §2): a message and the way back to the shop.
import type { ReactNode } from "react";

export function CheckoutCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-lg border border-sand bg-white p-8 text-center">
      <h1 className="font-serif text-2xl">{title}</h1>
      <div className="mt-3 text-gray-700">{children}</div>
      <a
        href="/#shop"
        className="mt-6 inline-block bg-ink px-6 py-3 text-sm uppercase tracking-widest text-cream hover:bg-gold"
      >
        Return to Shop
      </a>
    </div>
  );
}
