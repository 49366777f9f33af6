// The checkout's error and notice card (product §2): a message and the way back to the shop.
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";

export function CheckoutCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card role="alert" padding="lg" className="mx-auto max-w-lg text-center">
      <h1 className="font-serif text-2xl">{title}</h1>
      <div className="mt-3 text-gray-700">{children}</div>
      <a href="/#shop" className={buttonClass({ variant: "brand", className: "mt-6" })}>
        Return to Shop
      </a>
    </Card>
  );
}
