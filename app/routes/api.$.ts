// Any other /api path, with any method: a JSON 404, never the HTML fallback page of `$.tsx`.
import { apiRoute } from "~/utils/api.server";
import { notFound } from "~/utils/errors";

const answer = () => {
  throw notFound("No such API endpoint.");
};

export const { loader, action } = apiRoute({
  GET: answer,
  POST: answer,
  PUT: answer,
  PATCH: answer,
  DELETE: answer,
});
