// DynamoDB Local bound to the loopback address only (bin/local/dynamodb.ts runs it).
//
// DynamoDB Local has no option for the address it listens on: its Jetty server
// takes a port alone and so listens on every interface, where anyone on the same
// network could read and write the table. This builds the server exactly as the
// jar's own main does (same command line), sets the host of its one connector
// to 127.0.0.1, then starts it. Telemetry is never configured, so none is sent.
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

public class DynamoDbOnLoopback {
  private static final String LOOPBACK = "127.0.0.1";

  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server jetty = (Server) field.get(proxy);
    Connector[] connectors = jetty.getConnectors();
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind");
    for (Connector connector : connectors) {
      if (!(connector instanceof ServerConnector)) {
        throw new IllegalStateException("DynamoDB Local's connector is a " + connector.getClass().getName() + ", which cannot be bound to " + LOOPBACK);
      }
      ((ServerConnector) connector).setHost(LOOPBACK);
    }
    proxy.start();
    proxy.join();
  }
}
