// One product in Shop Management, laid out for a phone first: photo, name, price and badges; the
// frequent actions (move, edit) as 44 px buttons; the rarer ones (Move to top, flags, Tell
// subscribers, View on site, Delete) behind one "More" disclosure, which works without JavaScript.
import { Badge } from "~/components/ui/Badge";
import { buttonClass } from "~/components/ui/Button";
import { ListForm } from "~/components/ui/ListForm";
import { ListLink } from "~/components/ui/ListLink";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { orderHref } from "~/modules/orders/order-list";
import { formatPrice } from "~/utils/money";
import { JustAddedNote } from "./JustAdded";
import { MoveButtons, MoveForm, ROW_LOOK } from "./MoveButtons";

export interface ProductRowProduct {
  id: number;
  name: string;
  price: number;
  category: string;
  imageUrl: string;
  available: boolean;
  isSold: boolean;
  isLimitedEdition: boolean;
  /** When it was marked sold (null while not). */
  soldAt?: Date | string | null;
}

const announcedDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

const MENU_LOOK = { variant: "menu", size: "menu" } as const;
const MENU_ITEM = buttonClass(MENU_LOOK);

/** A flag's button in the row's one flags form: its name and value say which flag to turn. */
function FlagButton({ product, flag, label }: { product: ProductRowProduct; flag: string; label: string }) {
  return (
    <SubmitButton name="flag" value={flag} aria-label={`${label}: ${product.name}`} {...MENU_LOOK}>
      {label}
    </SubmitButton>
  );
}

export function ProductRow({
  product,
  first,
  last,
  reorderable,
  announced,
  goesLive,
  order,
  justAdded = false,
}: {
  product: ProductRowProduct;
  first: boolean;
  last: boolean;
  /** False while the list is searched: the move buttons are left out. */
  reorderable: boolean;
  /** The piece's last announcement to subscribers, if any. */
  announced?: { createdAt: string | Date; recipients: number };
  /** A drop to come: when it goes live, in the studio's words. */
  goesLive?: string;
  /** The number of the piece's latest order, which a sold piece links to. */
  order?: number;
  /** The piece the owner has just added: marked so she sees which it is. */
  justAdded?: boolean;
}) {
  return (
    <div className="min-w-0 flex-1">
      {justAdded ? <JustAddedNote /> : null}
      <div className="flex gap-3">
        <img
          src={product.imageUrl}
          alt=""
          width={64}
          height={64}
          className="h-16 w-16 shrink-0 object-cover"
        />
        <div className="min-w-0">
          <p className="break-words font-medium">{product.name}</p>
          <p className="text-sm text-gray-600">
            {formatPrice(product.price)} · {product.category}
          </p>
          <p className="mt-1 flex flex-wrap gap-2 text-xs uppercase tracking-wider">
            {product.available && goesLive ? (
              <Badge tone="limited" size="sm">
                Goes live {goesLive}
              </Badge>
            ) : product.available ? (
              <Badge tone="live" size="sm">
                Live on Website
              </Badge>
            ) : (
              <Badge tone="draft" size="sm">
                Hidden Draft
              </Badge>
            )}
            {product.isSold ? (
              <Badge tone="sold" size="sm">
                SOLD
              </Badge>
            ) : null}
            {product.isLimitedEdition ? (
              <Badge tone="limited" size="sm">
                Limited Edition
              </Badge>
            ) : null}
          </p>
          {product.isSold ? <SoldNote soldAt={product.soldAt} order={order} /> : null}
          {announced ? (
            <p className="mt-1 text-xs text-gray-600">
              Announced {announcedDate.format(new Date(announced.createdAt))} to {announced.recipients}{" "}
              subscribers
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-start gap-2">
        {reorderable ? <MoveButtons id={product.id} name={product.name} first={first} last={last} /> : null}
        <ListLink
          to={`/admin/products/${product.id}`}
          aria-label={`Edit: ${product.name}`}
          className={buttonClass(ROW_LOOK)}
        >
          Edit
        </ListLink>
        {/* Keyed by the flags and the first place, so the menu closes once one has changed. */}
        <details
          key={`${product.available}-${goesLive}-${product.isSold}-${product.isLimitedEdition}-${first}`}
          className="relative"
        >
          <summary
            aria-label={`More actions: ${product.name}`}
            className={buttonClass({
              ...ROW_LOOK,
              className: "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
            })}
          >
            More
          </summary>
          <div className="absolute right-0 z-20 mt-1 w-56 border border-sand bg-white py-1 shadow-lg">
            {reorderable ? (
              <MoveForm
                id={product.id}
                name={product.name}
                direction="top"
                disabled={first}
                look={MENU_LOOK}
              />
            ) : null}
            {goesLive ? (
              <ListForm>
                <input type="hidden" name="intent" value="cancelDrop" />
                <input type="hidden" name="id" value={product.id} />
                <SubmitButton aria-label={`Cancel drop: ${product.name}`} {...MENU_LOOK}>
                  Cancel drop
                </SubmitButton>
              </ListForm>
            ) : null}
            {/* The flags share one form: three forms fewer a row to render. */}
            <ListForm>
              <input type="hidden" name="intent" value="toggle" />
              <input type="hidden" name="id" value={product.id} />
              {goesLive ? null : (
                <FlagButton
                  product={product}
                  flag="available"
                  label={product.available ? "Hide" : "Publish"}
                />
              )}
              <FlagButton
                product={product}
                flag="isLimitedEdition"
                label={product.isLimitedEdition ? "Unmark limited edition" : "Mark limited edition"}
              />
              <FlagButton
                product={product}
                flag="isSold"
                label={product.isSold ? "Mark not sold" : "Mark sold"}
              />
            </ListForm>
            {product.available && !goesLive && !product.isSold ? (
              <ListLink
                to={`/admin/products/${product.id}/announce`}
                aria-label={`Tell subscribers: ${product.name}`}
                className={MENU_ITEM}
              >
                Tell subscribers
              </ListLink>
            ) : null}
            <ListLink
              to={`/products/${product.id}`}
              aria-label={`View on site: ${product.name}`}
              className={MENU_ITEM}
            >
              View on site
            </ListLink>
            <ListLink
              to={`/admin/products/${product.id}/delete`}
              aria-label={`Delete: ${product.name}`}
              className={buttonClass({ ...MENU_LOOK, className: "mt-1 border-t border-sand text-red-800" })}
            >
              Delete
            </ListLink>
          </div>
        </details>
      </div>
    </div>
  );
}

/** When a sold piece sold, and the way to its order (the Orders page searched for `#N`, that order alone). */
function SoldNote({ soldAt, order }: { soldAt?: Date | string | null; order?: number }) {
  return (
    <p className="mt-1 text-xs text-gray-600">
      {soldAt ? `Sold ${announcedDate.format(new Date(soldAt))}` : "Sold"}
      {order ? (
        <>
          {" · "}
          <ListLink to={orderHref(order)} className="underline">
            Order #{order}
          </ListLink>
        </>
      ) : null}
    </p>
  );
}
