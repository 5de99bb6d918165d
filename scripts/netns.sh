#!/bin/sh
# Runs a command in a network namespace of its own: loopback plus one veth pair (10.211.0.1/.2) and a default
# route, so WebRTC between browsers gathers host candidates without touching the machine's real interfaces.
# Needs root (CI runs as root). Usage: sh scripts/netns.sh <command…>
set -e
if [ "$(id -u)" != "0" ]; then
	echo "scripts/netns.sh: the phones tests need root to make a network namespace (unshare -n)." >&2
	exit 1
fi
if [ "$TABLE_NETNS" != "1" ]; then
	exec unshare -n env TABLE_NETNS=1 sh "$0" "$@"
fi
ip link set lo up
ip link add veth0 type veth peer name veth1
ip addr add 10.211.0.1/24 dev veth0
ip addr add 10.211.0.2/24 dev veth1
ip link set veth0 up
ip link set veth1 up
ip route add default via 10.211.0.2 dev veth0
exec "$@"
