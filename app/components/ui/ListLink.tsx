// The links inside a long list (an order's Refund and Correct tracking, a letter's Reply, a piece's
// Edit): plain <a> elements that the owner's page takes over with one click handler (useListLinks),
// so a page of 50 cards renders no router link per card. Each router link resolves its address
// through the router's hooks as the page renders, about 45 µs of the server's CPU, a hundred of
// them on a page of orders (decision 362). Without JavaScript they are links like any other.
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, type AnchorHTMLAttributes } from "react";
import { isPlainClick } from "./plainClick";

type ListLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An address within the shop: a path, or "?query#hash" on this page. */
  to: string;
  /** Stands in for this page in the history, as a form opened in place does. */
  replace?: boolean;
  /** Keeps the page where it is (a form opening in its row). */
  preventScrollReset?: boolean;
};

export function ListLink({ to, replace, preventScrollReset, children, ...props }: ListLinkProps) {
  const how = [replace && "replace", preventScrollReset && "keep-scroll"].filter(Boolean).join(" ");
  return (
    <a href={to} data-list-link={how} {...props}>
      {children}
    </a>
  );
}

/**
 * A ref for the element around the lists: a plain click on a ListLink inside it navigates as the
 * router's own link would, without loading the document again.
 */
export function useListLinks<T extends HTMLElement>() {
  const around = useRef<T>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = around.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest("a[data-list-link]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const how = (link.dataset.listLink ?? "").split(" ");
      navigate(url.pathname + url.search + url.hash, {
        replace: how.includes("replace"),
        preventScrollReset: how.includes("keep-scroll"),
      });
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [navigate]);
  return around;
}
