// Any other /api path, with any method: a JSON 404, never the HTML fallback page of `$.tsx`.
import { notFound } from "~/utils/http.server";

const answer = () => notFound("No such API endpoint.");

export const loader = answer;
export const action = answer;
