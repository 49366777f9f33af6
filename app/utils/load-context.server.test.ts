import { describe, expect, it } from "vitest";
import { clientIp, networkOf } from "./load-context.server";

describe("the address every per-address limit counts", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:5:2::1", "2001:db8:5:2::/64"],
    ["2001:db8:5:2::2", "2001:db8:5:2::/64"],
    ["2001:0DB8:0005:0002:ffff:ffff:ffff:ffff", "2001:db8:5:2::/64"],
    ["2001:db8:5:3::1", "2001:db8:5:3::/64"],
  ])("keys %s as %s", (address, key) => {
    expect(networkOf(address)).toBe(key);
  });

  it("counts two addresses of one IPv6 /64 as one visitor, and neighbouring /64s apart", () => {
    const one = clientIp({ clientIp: "2001:db8:77:2::1" });
    expect(clientIp({ clientIp: "2001:db8:77:2:abcd::9" })).toBe(one);
    expect(clientIp({ clientIp: "2001:db8:77:3::1" })).not.toBe(one);
  });

  it("counts an IPv4 visitor the same whether the socket is IPv4 or dual-stack", () => {
    expect(clientIp({ clientIp: "::ffff:198.51.100.4" })).toBe(clientIp({ clientIp: "198.51.100.4" }));
  });

  it("keeps what is no address as it is", () => {
    expect(clientIp({})).toBe("unknown");
  });
});
